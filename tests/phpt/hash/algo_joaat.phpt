--TEST--
hash() with joaat
--FILE--
<?php
$a = 'joaat';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
00000000
ca2e9442
ed131f5b
81d3c49b
daffb81b
d19d12ac
ed131f5b
int(4)
