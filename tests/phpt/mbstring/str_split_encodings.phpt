--TEST--
mb_str_split() in UTF-16 and UTF-32
--INI--
extension=mbstring
--FILE--
<?php
$s = mb_convert_encoding('a😀b', 'UTF-16BE', 'UTF-8');
echo json_encode(array_map('bin2hex', mb_str_split($s, 1, 'UTF-16BE'))), "\n";
$s = mb_convert_encoding('abc', 'UTF-32LE', 'UTF-8');
echo json_encode(array_map('bin2hex', mb_str_split($s, 2, 'UTF-32LE'))), "\n";
?>
--EXPECT--
["0061","d83dde00","0062"]
["6100000062000000","63000000"]
