--TEST--
ctype_space() over every byte
--INI--
extension=ctype
--FILE--
<?php
$s = '';
for ($i = 0; $i < 256; $i++) {
    if (ctype_space(chr($i))) $s .= $i . ' ';
}
echo $s, "\n";
?>
--EXPECT--
9 10 11 12 13 32
