--TEST--
hash() with xxh128
--FILE--
<?php
$a = 'xxh128';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
99aa06d3014798d86001c324468d497f
a96faf705af16834e6c632b61e964e1f
06b05ab6733a618578af5f94892f3950
34ab715d95e3b6490abfabecb8e3a424
5eed32578bb433d28972e17ef2aaa065
6a1702b1978b3ce3306a43543b8c6e54
06b05ab6733a618578af5f94892f3950
int(16)
