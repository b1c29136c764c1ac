--TEST--
Negative index in simple interpolation
--FILE--
<?php
$a = [-1 => 'neg', 0 => 'zero'];
echo "$a[-1]\n";
$s = "abc";
echo "$s[-1]\n";
echo "$s[0]\n";
--EXPECT--
neg
c
a
