--TEST--
ctype_xdigit() over every byte
--INI--
extension=ctype
--FILE--
<?php
$s = '';
for ($i = 0; $i < 256; $i++) {
    if (ctype_xdigit(chr($i))) $s .= $i . ' ';
}
echo $s, "\n";
?>
--EXPECT--
48 49 50 51 52 53 54 55 56 57 65 66 67 68 69 70 97 98 99 100 101 102
