--TEST--
ctype_lower() over every byte
--INI--
extension=ctype
--FILE--
<?php
$s = '';
for ($i = 0; $i < 256; $i++) {
    if (ctype_lower(chr($i))) $s .= $i . ' ';
}
echo $s, "\n";
?>
--EXPECT--
97 98 99 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120 121 122
