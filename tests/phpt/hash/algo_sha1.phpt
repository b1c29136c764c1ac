--TEST--
hash() with sha1
--FILE--
<?php
$a = 'sha1';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
da39a3ee5e6b4b0d3255bfef95601890afd80709
86f7e437faa5a7fce15d1ddcb9eaeaea377667b8
a9993e364706816aba3e25717850c26c9cd0d89d
c12252ceda8be8994d5fa0290a47231c1d16aae3
04af6ca1620a969d44c193a9a2ac8d74d84cb52e
f883686921f6ae7b94c63937715256438dc15d16
a9993e364706816aba3e25717850c26c9cd0d89d
int(20)
