--TEST--
is_numeric with numeric and non-numeric strings
--FILE--
<?php
$vals = ['123', '-1.5', '1e10', '.5', '5.', ' 42', '42 ', "42\n", '0x1A', '0b11', '12abc', '', ' ', '+7', '--1', '1e', 'INF', 'NAN', 42, 1.5, null, true];
foreach ($vals as $v) {
    echo var_export($v, true), ': ', var_export(is_numeric($v), true), "\n";
}
--EXPECT--
'123': true
'-1.5': true
'1e10': true
'.5': true
'5.': true
' 42': true
'42 ': true
'42
': true
'0x1A': false
'0b11': false
'12abc': false
'': false
' ': false
'+7': true
'--1': false
'1e': false
'INF': false
'NAN': false
42: true
1.5: true
NULL: false
true: false
