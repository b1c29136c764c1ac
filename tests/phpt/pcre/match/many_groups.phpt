--TEST--
a pattern with many groups
--FILE--
<?php
var_dump(preg_match('/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)(l)/', 'abcdefghijkl', $m));
echo implode(',', $m), "\n";
var_dump(count($m));
--EXPECT--
int(1)
abcdefghijkl,a,b,c,d,e,f,g,h,i,j,k,l
int(13)
