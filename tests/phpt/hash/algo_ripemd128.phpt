--TEST--
hash() with ripemd128
--FILE--
<?php
$a = 'ripemd128';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
cdf26213a150dc3ecb610f18f6b38b46
86be7afa339d0fc7cfc785e72f578d33
c14a12199c66e4ba84636b0f69144c77
9e327b3d6e523062afc1132d7df9d1b8
31468a8591e0b69b787f1af72ab05f87
ace044f6324272e3dd73382316a8461f
c14a12199c66e4ba84636b0f69144c77
int(16)
