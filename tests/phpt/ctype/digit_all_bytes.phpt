--TEST--
ctype_digit() over every byte
--INI--
extension=ctype
--FILE--
<?php
$s = '';
for ($i = 0; $i < 256; $i++) {
    if (ctype_digit(chr($i))) $s .= $i . ' ';
}
echo $s, "\n";
?>
--EXPECT--
48 49 50 51 52 53 54 55 56 57
