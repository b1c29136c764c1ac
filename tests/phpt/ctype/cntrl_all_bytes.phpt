--TEST--
ctype_cntrl() over every byte
--INI--
extension=ctype
--FILE--
<?php
$s = '';
for ($i = 0; $i < 256; $i++) {
    if (ctype_cntrl(chr($i))) $s .= $i . ' ';
}
echo $s, "\n";
?>
--EXPECT--
0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 127
