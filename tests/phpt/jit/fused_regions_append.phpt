--TEST--
JIT: fused built-in calls without fast forms, fused calls and generic ops inside call regions, and $a[] = v in place
--FILE--
<?php
// Built-ins called through CallFused from compiled code (str_replace,
// explode, implode, ...), inside the arguments of other calls, with the
// errors and warnings they raise; `$a[] = v` appended in place.
function id($x) { return $x; }
const SEP = "|";

$rows = [];
for ($i = 0; $i < 3000; $i++) {
    $rows[] = sprintf("%03d%s%s", $i % 1000, SEP, str_pad((string)($i % 13), 3, "0", STR_PAD_LEFT));
}
$n = 0;
foreach ($rows as $r) {
    $n += count(explode(SEP, $r)) + strlen(str_replace("0", "", $r));
}
var_dump($n, $rows[2999], implode(",", array_slice($rows, 0, 3)));

// A fused call inside a region, a region inside a fused call's argument.
$acc = 0;
for ($i = 0; $i < 2000; $i++) {
    $acc += id(strlen(str_repeat("ab", $i % 4))) + strlen(id(str_repeat("c", $i % 3)));
}
var_dump($acc);

// Errors and warnings from fused calls in a compiled loop.
try {
    for ($i = 0; $i < 1500; $i++) {
        $s = str_repeat("x", 1400 - $i);
    }
} catch (ValueError $e) {
    echo $e->getMessage(), " i=", $i, " line ", $e->getLine(), "\n";
}
for ($i = 0; $i < 1200; $i++) {
    if ($i == 1100) {
        $q = implode(",", $undefinedArr ?? []) . str_repeat($undefinedStr, 2);
    }
    $q = implode(",", [$i]);
}
var_dump($q);
set_error_handler(function ($no, $msg) { throw new RuntimeException($msg); });
try {
    for ($i = 0; $i < 1200; $i++) {
        $h = hex2bin($i == 1150 ? "abc" : "abcd");
    }
} catch (RuntimeException $e) {
    echo "handler: ", $e->getMessage(), " i=", $i, "\n";
}
restore_error_handler();

// $a[] = v: copy-on-write, the value as an expression, self-append,
// references, non-arrays and the last index.
$a = [1];
$b = $a;
for ($i = 0; $i < 1500; $i++) {
    $last = ($a[] = $i);
}
var_dump(count($a), count($b), $last, $a[1500]);
$self = [1, 2];
for ($i = 0; $i < 1100; $i++) {
    if ($i == 1099) {
        $self[] = $self;
    }
}
var_dump(count($self), $self[2]);
$target = [];
$ref = &$target;
for ($i = 0; $i < 1100; $i++) {
    $ref[] = $i;
    $target[] = -$i;
}
unset($ref);
var_dump(count($target), $target[2199], $target[2]);
for ($i = 0; $i < 1100; $i++) {
    $fresh = null;
    $fresh[] = $i;
    $nope = [];
    unset($nope);
    $nope[] = $i;
}
var_dump($fresh, $nope);
$big = [PHP_INT_MAX => 1];
try {
    for ($i = 0; $i < 1100; $i++) {
        $tmp = [];
        $tmp[] = $i . "x";
        if ($i == 1099) {
            $big[] = 2;
        }
    }
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), " i=", $i, "\n";
}
var_dump(count($big), $tmp);
try {
    $str = "abc";
    for ($i = 0; $i < 1100; $i++) {
        if ($i == 1099) {
            $str[] = "d";
        }
    }
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$u = [];
for ($i = 0; $i < 1100; $i++) {
    if ($i == 1099) {
        $u[] = $undefinedValue;
    }
}
var_dump($u);
echo "done\n";
--EXPECTF--
int(20329)
string(7) "999|009"
string(23) "000|000,001|001,002|002"
int(7999)
str_repeat(): Argument #2 ($times) must be greater than or equal to 0 i=1401 line 28

Warning: Undefined variable $undefinedStr in %s on line 35

Deprecated: str_repeat(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 35
string(4) "1199"
handler: hex2bin(): Hexadecimal input string must have an even length i=1150
int(1501)
int(1)
int(1499)
int(1499)
int(3)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(2200)
int(-1099)
int(1)
array(1) {
  [0]=>
  int(1099)
}
array(1) {
  [0]=>
  int(1099)
}
Error: Cannot add element to the array as the next element is already occupied i=1099
int(1)
array(1) {
  [0]=>
  string(5) "1099x"
}
Error: [] operator not supported for strings

Warning: Undefined variable $undefinedValue in %s on line 107
array(1) {
  [0]=>
  NULL
}
done
