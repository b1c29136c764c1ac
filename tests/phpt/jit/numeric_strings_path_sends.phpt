--TEST--
JIT: + - * on numeric strings in compiled code, and elements sent to calls ($m[1] as an argument) from compiled code
--FILE--
<?php
// Arithmetic on wholly numeric strings runs in compiled code (no warning
// in php); leading-numeric and non-numeric strings keep their warnings.
$vals = ["12", " 12", "12 ", "1.5", "1e3", "-0", " -3.5e-2 ", "9223372036854775807",
    "0x1A", "12abc", "abc", "", "1_000", ".5", "5.", "+7"];
foreach ($vals as $s) {
    echo json_encode($s), ": ";
    try {
        for ($i = 0; $i < 1100; $i++) {
            $a = @($s + 1);
            $b = @($s * 2);
            $c = @(3 - $s);
        }
        var_dump($a, $b, $c);
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), " i=", $i, "\n";
    }
}
for ($i = 0; $i < 1100; $i++) {
    $x = "7" * $i;
    if ($i == 1099) {
        $y = "7 apples" + $i;
        try {
            $seven = "seven";
            $z = $seven * $i;
        } catch (TypeError $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
var_dump($x, $y, $z ?? null);

// Elements and properties sent to calls whose parameters may be references.
$rows = [];
for ($i = 0; $i < 1200; $i++) {
    $m = [$i, "ab" . $i, ["k" => $i % 3]];
    $o = new stdClass;
    $o->p = "x$i";
    $rows[] = strtoupper($m[1]) . strlen($o->p) . max($m[2]['k'], 1) . str_repeat($m[1][0], 2);
}
var_dump(count($rows), $rows[1199]);
function bump(&$v) { $v++; }
$arr = [0, 0];
for ($i = 0; $i < 1200; $i++) {
    bump($arr[$i % 2]);
    sort($arr);
}
var_dump($arr);
$cb = fn($m) => strtoupper($m[1]) . $m[2];
var_dump(preg_replace_callback('/(\w)(\w*)/', $cb, str_repeat("alpha beta ", 600)) === ucwords(str_repeat("alpha beta ", 600)));
for ($i = 0; $i < 1100; $i++) {
    if ($i == 1099) {
        var_dump(strtoupper($m[7] ?? "dflt"), @strtoupper($m[8]));
        echo strtoupper($m[9]), "\n";
    }
}
echo "done\n";
--EXPECTF--
"12": int(13)
int(24)
int(-9)
" 12": int(13)
int(24)
int(-9)
"12 ": int(13)
int(24)
int(-9)
"1.5": float(2.5)
float(3)
float(1.5)
"1e3": float(1001)
float(2000)
float(-997)
"-0": int(1)
int(0)
int(3)
" -3.5e-2 ": float(0.965)
float(-0.07)
float(3.035)
"9223372036854775807": float(9.223372036854776E+18)
float(1.8446744073709552E+19)
int(-9223372036854775804)
"0x1A": int(1)
int(0)
int(3)
"12abc": int(13)
int(24)
int(-9)
"abc": TypeError: Unsupported operand types: string + int i=0
"": TypeError: Unsupported operand types: string + int i=0
"1_000": int(2)
int(2)
int(2)
".5": float(1.5)
float(1)
float(2.5)
"5.": float(6)
float(10)
float(-2)
"+7": int(8)
int(14)
int(-4)

Warning: A non-numeric value encountered in %s on line 22
TypeError: Unsupported operand types: string * int
int(7693)
int(1106)
NULL
int(1200)
string(10) "AB119952aa"
array(2) {
  [0]=>
  int(599)
  [1]=>
  int(601)
}
bool(true)
string(4) "DFLT"
string(0) ""

Warning: Undefined array key 9 in %s on line 54

Deprecated: strtoupper(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 54

done
