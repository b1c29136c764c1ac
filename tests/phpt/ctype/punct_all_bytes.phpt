--TEST--
ctype_punct() over every byte
--INI--
extension=ctype
--FILE--
<?php
$s = '';
for ($i = 0; $i < 256; $i++) {
    if (ctype_punct(chr($i))) $s .= $i . ' ';
}
echo $s, "\n";
?>
--EXPECT--
33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 58 59 60 61 62 63 64 91 92 93 94 95 96 123 124 125 126
