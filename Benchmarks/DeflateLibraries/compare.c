// Chroma's PNG segment compression through zlib, libdeflate and Intel ISA-L (igzip), for
// docs/PNG.md's "Deflate library" table: reads a PNG (libpng), filters its rows with None,
// cuts the data into Chroma's 1 MiB segments and compresses each on its own (zlib and ISA-L
// primed with the 32 KiB above when `prime` is 1; libdeflate has no preset dictionary).
// Prints the compressed size, the best of 3 CPU times and the compressor's working memory.
//
//   cc -O2 -o /tmp/compare compare.c -lpng -lz -ldeflate -lisal
//   /tmp/compare IMAGE.png zlib|libdeflate|isal LEVEL PRIME
#include <png.h>
#include <zlib.h>
#include <libdeflate.h>
#include <isa-l.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <malloc.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){
  FILE*f=fopen(argv[1],"rb"); png_structp p=png_create_read_struct(PNG_LIBPNG_VER_STRING,0,0,0); png_infop in=png_create_info_struct(p);
  png_init_io(p,f); png_read_info(p,in); int w=png_get_image_width(p,in),h=png_get_image_height(p,in); size_t rb=png_get_rowbytes(p,in);
  uint8_t*img=malloc(rb*h); png_bytep*rows=malloc(sizeof(png_bytep)*h); for(int y=0;y<h;y++)rows[y]=img+rb*y; png_read_image(p,rows);
  // filtered data (filter None): type byte + row
  size_t fr=rb+1, total=fr*h; uint8_t*filt=malloc(total); for(int y=0;y<h;y++){filt[y*fr]=0;memcpy(filt+y*fr+1,img+rb*y,rb);}
  size_t segrows=(1<<20)/fr; if(!segrows)segrows=1; int nseg=(h+segrows-1)/segrows;
  const char*lib=argv[2]; int level=atoi(argv[3]); int prime=atoi(argv[4]);
  uint8_t*out=malloc(total+total/10+(1<<16)); size_t outsz=0; double best=1e9; long mem=0; for(int rep=0;rep<3;rep++){outsz=0; size_t m0=mallinfo2().uordblks+mallinfo2().hblkhd; double t0=now();
  struct libdeflate_compressor*c=NULL; if(!strcmp(lib,"libdeflate")){c=libdeflate_alloc_compressor(level); struct mallinfo2 mi=mallinfo2(); mem=(long)(mi.uordblks+mi.hblkhd-m0);}
  uint8_t*lvlbuf=NULL; if(!strcmp(lib,"isal")){int sz[]={ISAL_DEF_LVL0_DEFAULT,ISAL_DEF_LVL1_DEFAULT,ISAL_DEF_LVL2_DEFAULT,ISAL_DEF_LVL3_DEFAULT};lvlbuf=malloc(sz[level]);}
  uint32_t ad=1;
  for(int s=0;s<nseg;s++){
    size_t start=s*segrows*fr, len=(s==nseg-1? total-start: segrows*fr); uint8_t*src=filt+start;
    size_t dict=start<32768?start:32768;
    ad=adler32(ad,src,len);
    if(!strcmp(lib,"zlib")){z_stream z;memset(&z,0,sizeof z);deflateInit2(&z,level,Z_DEFLATED,-15,8,0);
      if(prime&&dict)deflateSetDictionary(&z,src-dict,dict);
      z.next_in=src;z.avail_in=len;z.next_out=out+outsz;z.avail_out=total;deflate(&z,Z_SYNC_FLUSH);outsz+=total-z.avail_out;deflateEnd(&z);}
    else if(!strcmp(lib,"libdeflate")){outsz+=libdeflate_deflate_compress(c,src,len,out+outsz,total)+5;}
    else {struct isal_zstream z; isal_deflate_stateless_init(&z); isal_deflate_init(&z); z.level=level; z.level_buf=lvlbuf;
      int sz[]={ISAL_DEF_LVL0_DEFAULT,ISAL_DEF_LVL1_DEFAULT,ISAL_DEF_LVL2_DEFAULT,ISAL_DEF_LVL3_DEFAULT}; z.level_buf_size=sz[level];
      if(prime&&dict)isal_deflate_set_dict(&z,src-dict,dict);
      z.flush=SYNC_FLUSH; z.end_of_stream=0; z.next_in=src;z.avail_in=len;z.next_out=out+outsz;z.avail_out=total;
      if(isal_deflate(&z)!=COMP_OK){fprintf(stderr,"isal err\n");return 1;} outsz+=total-z.avail_out;}
  }
  double t=now()-t0; if(t<best)best=t; if(c)libdeflate_free_compressor(c); free(lvlbuf);}
  if(!strcmp(lib,"zlib"))mem=(1<<17)+(1<<17)+ (32768*2); if(!strcmp(lib,"isal")){int sz[]={ISAL_DEF_LVL0_DEFAULT,ISAL_DEF_LVL1_DEFAULT,ISAL_DEF_LVL2_DEFAULT,ISAL_DEF_LVL3_DEFAULT};mem=sz[level]+sizeof(struct isal_zstream);}
  double t=best; struct rusage u; getrusage(RUSAGE_SELF,&u);
  // verify zlib/isal stream: header+segments+final empty block+adler
  printf("%-8s %-10s L%d prime=%d  %8.1f KiB  %7.1f ms  ratio %.1f:1  state %5ld KiB\n",argv[1],lib,level,prime,(outsz+2+2+4)/1024.0,t*1000,(double)total/(outsz+8),mem/1024);
  return 0;}
