--TEST--
is_numeric
--FILE--
<?php
foreach (["12", "12.5", "-1", "+1", "1e5", " 12", "12 ", " 12 ", "\n12\t", "12abc", "abc", "", " ", ".", "1.", ".5", "0x1A", "0b1", "1e", "--1", "1_000", 12, 1.5, null, true, [], "\x0b1"] as $v) { echo var_export($v, true), ': '; var_dump(is_numeric($v)); }
--EXPECT--
'12': bool(true)
'12.5': bool(true)
'-1': bool(true)
'+1': bool(true)
'1e5': bool(true)
' 12': bool(true)
'12 ': bool(true)
' 12 ': bool(true)
'
12	': bool(true)
'12abc': bool(false)
'abc': bool(false)
'': bool(false)
' ': bool(false)
'.': bool(false)
'1.': bool(true)
'.5': bool(true)
'0x1A': bool(false)
'0b1': bool(false)
'1e': bool(false)
'--1': bool(false)
'1_000': bool(false)
12: bool(true)
1.5: bool(true)
NULL: bool(false)
true: bool(false)
array (
): bool(false)
'1': bool(true)
