--TEST--
mb_list_encodings() contains the common encodings
--INI--
extension=mbstring
--FILE--
<?php
$l = mb_list_encodings();
foreach (['UTF-8', 'ASCII', 'ISO-8859-1', 'Windows-1252', 'UTF-16', 'UTF-16LE', 'UTF-32BE', 'UCS-2', '8bit'] as $e) { echo $e, ': '; var_dump(in_array($e, $l, true)); }
var_dump(array_is_list($l));
var_dump(array_search('UTF-16', $l) < array_search('UTF-8', $l));
?>
--EXPECT--
UTF-8: bool(true)
ASCII: bool(true)
ISO-8859-1: bool(true)
Windows-1252: bool(true)
UTF-16: bool(true)
UTF-16LE: bool(true)
UTF-32BE: bool(true)
UCS-2: bool(true)
8bit: bool(true)
bool(true)
bool(true)
