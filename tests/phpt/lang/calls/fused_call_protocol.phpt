--TEST--
Calls with up to three positional arguments (the fused call protocol): by-reference parameters, user functions, undefined functions and variables, argument order
--FILE--
<?php
function bump(&$x, $by = 1) { $x += $by; return $x; }
function pair($a, $b) { return "$a/$b"; }
function side($v) { echo "side($v) "; return $v; }

$n = 5;
bump($n);
bump($n, 10);
echo $n, "\n";
$arr = [3, 1, 2];
sort($arr);
echo implode(",", $arr), "\n";
preg_match('/(\d+)/', "abc 42 def", $m);
echo $m[1], "\n";
echo pair(side(1), 2), "\n";
echo pair($n, "x"), "\n";
echo strlen(pair(1, 2)), "\n";
// an undefined variable warns, then the call runs with null
echo str_repeat("ab", 2), var_export(str_contains($undef, "a"), true), "\n";
echo abs(-3), " ", abs(-2.5), " ", abs(PHP_INT_MIN), "\n";
echo max(3, 9), " ", min(4, -1, 7), " ", max(1.5, 2), " ", min("10", 9), "\n";
echo intdiv(17, 5), " ", ord("A"), " ", ord(""), " ", chr(321), chr(-191), "\n";
echo strpos("hello", "l"), " ", var_export(strpos("hello", "z"), true), " ", strpos("hello", "l", -2), "\n";
echo stripos("HeLLo", "ll", 1), " ", substr("hello", 1, 3), " ", substr("hello", -3), " ", substr("hello", 1, null), "\n";
$ref = "referenced";
$r = &$ref;
echo strpos($ref, "f"), " ", strlen($r), "\n";
try {
    intdiv(1, 0);
} catch (DivisionByZeroError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    strpos("abc", "b", 10);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    echo strpos(123, 2), "\n";
    echo substr([], 1), "\n";
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
// the undefined function is reported before its argument runs
try {
    no_such_function(side(7));
} catch (Error $e) {
    echo "\n", $e->getMessage(), "\n";
}
// a function declared later in the file, called before and after
echo later(2, 3), "\n";
function later($a, $b) { return $a * $b; }
echo later(4, 5), "\n";
// a temporary passed where a reference is expected
try {
    bump(side(3));
} catch (Error $e) {
    echo "\n", $e->getMessage(), "\n";
}
$s = "x";
for ($i = 0; $i < 3; $i++) {
    $s .= chr(65 + $i) . ord($s);
}
echo $s, "\n";
--EXPECTF--
16
1,2,3
42
side(1) 1/2
16/x
3
abab
Warning: Undefined variable $undef in %s on line 19

Deprecated: str_contains(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 19
false
3 2.5 9.2233720368548E+18
9 -1 2 9
3 65 0 AA
2 false 3
2 ell llo ello
2 10
DivisionByZeroError: Division by zero
strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
1
substr(): Argument #1 ($string) must be of type string, array given

Call to undefined function no_such_function()
6
20
side(3) 
Notice: Only variables should be passed by reference in %s on line 56
xA120B120C120
