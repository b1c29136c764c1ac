--TEST--
hash() with xxh3
--FILE--
<?php
$a = 'xxh3';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
2d06800538d394c2
e6c632b61e964e1f
78af5f94892f3950
160d8e9329be94f9
8972e17ef2aaa065
306a43543b8c6e54
78af5f94892f3950
int(8)
