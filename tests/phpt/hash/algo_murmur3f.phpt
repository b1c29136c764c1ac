--TEST--
hash() with murmur3f
--FILE--
<?php
$a = 'murmur3f';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
00000000000000000000000000000000
85555565f6597889e6b53a48510e895a
b4963f3f3fad78673ba2744126ca2d52
875d2c2d76147dfcf622b02a12bc6f39
a060eef34f2bbd69e575e7442504d9c2
a05e1b1b272985790e6f04168bc4bd35
b4963f3f3fad78673ba2744126ca2d52
int(16)
