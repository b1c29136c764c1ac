--TEST--
hash() with murmur3c
--FILE--
<?php
$a = 'murmur3c';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
00000000000000000000000000000000
a794933c5556b01b5556b01b5556b01b
75cdc6d1a2b006a5a2b006a5a2b006a5
c1827bea26db7789bcfe30b0da4b42ef
3913a85e01733e0886dd90b4c8eb2a7a
9383ac9eb18e0f2bb18e0f2bb18e0f2b
75cdc6d1a2b006a5a2b006a5a2b006a5
int(16)
