--TEST--
isset() and empty() on elements inside loops: int and string keys, numeric-string keys, null and reference elements, undefined and non-array bases
--FILE--
<?php
$list = [0, 1, null, "", "x"];
$map = ["a" => 1, "b" => null, "10" => 5, "c" => "0"];
$x = 7;
$map["r"] = &$x;
$n = null;
$m = null;
$map["rn"] = &$n;
$keys = ["a", "b", "10", 10, "c", "r", "rn", "zz", 2, "01"];
$out = "";
for ($i = 0; $i < 5; $i++) {
    $out .= isset($list[$i]) ? "1" : "0";
    $out .= empty($list[$i]) ? "e" : "f";
}
echo $out, "\n";
$out = "";
foreach ($keys as $k) {
    $out .= isset($map[$k]) ? "1" : "0";
    $out .= empty($map[$k]) ? "e" : "f";
    $out .= isset($undef[$k]) ? "1" : "0";
    $out .= isset($m[$k]) ? "1" : "0";
    $out .= isset($map[$k], $list[1]) ? "1" : "0";
}
echo $out, "\n";
$s = "abc";
for ($i = 0; $i < 4; $i++) {
    echo isset($s[$i]) ? "y" : "n";
}
echo "\n";
for ($i = 0; $i < 3; $i++) {
    $k = (string)$i;
    $f = (int)($i * 1.5);
    $b = (bool)$i;
    $fl = (float)$i;
    var_dump($k, $f, $b, $fl);
}
--EXPECT--
1e1f0e1e1f
1f0010e0001f0011f0011e0011f0010e0000e0000e0000e000
yyyn
string(1) "0"
int(0)
bool(false)
float(0)
string(1) "1"
int(1)
bool(true)
float(1)
string(1) "2"
int(3)
bool(true)
float(2)
