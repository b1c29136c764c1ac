--TEST--
isset and reads of array elements through a variable bound by reference (preg_match's $m) and with string keys
--FILE--
<?php
preg_match('/(?<a>x)?(?<b>y)/', "y", $m);
foreach (['a', 'b', 0, 1, 2, 'c', '1', '01', ''] as $k) {
    var_dump(isset($m[$k]), $m[$k] ?? 'none');
}
var_dump($m['b'], $m[2], $m['2']);
echo $m['zz'] ?? "dflt", "\n";
echo @$m['zz'], "|\n";
$m2 = &$m;
$x = $m['missing'];
var_dump($x);
$arr = ['k' => null, 'r' => 1, '5' => 'five', 'n' => ['d' => 2]];
$r = &$arr['r'];
$nul = null;
$rn = &$arr['k'];
foreach (['k', 'r', '5', 5, 'n', 'q'] as $k) {
    var_dump(isset($arr[$k]));
}
var_dump($arr['r'], $arr['5'], $arr[5], isset($arr['n']['d']), isset($arr['n']['e']));
$ref = &$arr;
var_dump(isset($ref['r']), isset($ref['k']), $ref['n']['d']);
$s = "abc";
var_dump(isset($s[1]), isset($s['1']), isset($s['x']));
--EXPECTF--
bool(true)
string(0) ""
bool(true)
string(1) "y"
bool(true)
string(1) "y"
bool(true)
string(0) ""
bool(true)
string(1) "y"
bool(false)
string(4) "none"
bool(true)
string(0) ""
bool(false)
string(4) "none"
bool(false)
string(4) "none"
string(1) "y"
string(1) "y"
string(1) "y"
dflt
|

Warning: Undefined array key "missing" in %s on line 10
NULL
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
int(1)
string(4) "five"
string(4) "five"
bool(true)
bool(false)
bool(true)
bool(false)
int(2)
bool(true)
bool(true)
bool(false)
