--TEST--
ctype_upper() over every byte
--INI--
extension=ctype
--FILE--
<?php
$s = '';
for ($i = 0; $i < 256; $i++) {
    if (ctype_upper(chr($i))) $s .= $i . ' ';
}
echo $s, "\n";
?>
--EXPECT--
65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90
