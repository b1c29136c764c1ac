--TEST--
JIT: built-in calls with computed arguments in direct regions, assignments as values, === against null and bools
--FILE--
<?php
// A built-in whose arguments are computed (`substr($t, $o, $sp - $o)`) is
// called from compiled code with its arguments staged inline; `($x = f())`
// as a value and `=== false/null/true` run in compiled loops too.
function wrap($s) { return "[" . $s . "]"; }
function half($n) { return intdiv($n, 2); }

$text = str_repeat("alpha beta gamma delta ", 300);
$n = 0;
$len = 0;
$off = 0;
$last = "";
while (($sp = strpos($text, " ", $off)) !== false) {
    $w = substr($text, $off, $sp - $off);
    $len += strlen($w);
    $last = str_pad($w, $n % 7 + 1, "*", STR_PAD_LEFT);
    $off = $sp + 1;
    $n++;
}
var_dump($n, $len, $last);

// Built-in regions nested in user regions and the other way round.
$acc = "";
for ($i = 0; $i < 1500; $i++) {
    $x = wrap(substr("abcdefgh", $i % 5, half($i % 9) + 1));
    if ($i % 500 == 7) {
        $acc .= $x . str_repeat("-", half($i % 4) + 1);
    }
}
var_dump($acc);

// Warnings and errors from a built-in in a compiled loop: their lines,
// and the loop going on after them.
try {
    for ($i = 0; $i < 1200; $i++) {
        $r = str_repeat("ab", $i % 3 + 0);
        if ($i == 1150) {
            $r = array_sum([1, 2], $i);
        }
    }
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), " line ", $e->getLine(), "\n", $e->getTraceAsString(), "\n";
}
for ($i = 0; $i < 1200; $i++) {
    $r = round($i / 7, $i % 3 - 1);
    if ($i == 1150) {
        $r = var_export(hex2bin(str_repeat("a", $i % 2 + 1)), true) . str_pad(null, $i % 4 + 1, "-");
    }
}
var_dump($r);

try {
    for ($i = 0; $i < 1200; $i++) {
        $r = str_repeat("ab", 1100 - $i);
    }
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), " at i=", $i, " line ", $e->getLine(), "\n";
}

try {
    for ($i = 0; $i < 1200; $i++) {
        $r = str_pad("x", $i % 4 + 1, $i == 1111 ? [] : "-");
    }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), " at i=", $i, "\n";
}

// An error handler that throws out of a region's built-in.
set_error_handler(function ($no, $msg, $file, $line) {
    throw new Exception("handler: $msg (line $line)");
});
try {
    $t = "";
    for ($i = 0; $i < 1200; $i++) {
        $t = substr("hello", $i == 1190 ? $undef : 1, $i % 3 + 1);
    }
} catch (Exception $e) {
    echo $e->getMessage(), " i=", $i, " t=", $t, "\n";
}
restore_error_handler();

// Undefined variables sent to a built-in warn, once each, in order.
for ($i = 0; $i < 1100; $i++) {
    if ($i == 1099) {
        $q = str_pad($nope1, 3 + $i % 2, $nope2 ?? "#");
    } else {
        $q = str_pad("", 3 + $i % 2, "#");
    }
}
var_dump($q);

// `$x = v` as a value, with every kind of value and through references.
$vals = [1, 2.5, "s", null, true, false, [1], new stdClass];
$kinds = [];
for ($i = 0; $i < 1600; $i++) {
    $v = $vals[$i % 8];
    if (($y = $v) === null) {
        $kinds["null"] = ($kinds["null"] ?? 0) + 1;
    } elseif (($z = $y) === false) {
        $kinds["false"] = ($kinds["false"] ?? 0) + 1;
    } elseif ($z === true) {
        $kinds["true"] = ($kinds["true"] ?? 0) + 1;
    } elseif (null !== ($u = $z)) {
        $kinds[gettype($u)] = ($kinds[gettype($u)] ?? 0) + 1;
    }
}
ksort($kinds);
var_dump($kinds);
$target = 0;
$ref = &$target;
for ($i = 0; $i < 1500; $i++) {
    $c = ($ref = $i * 2) + ($m = $i);
}
var_dump($target, $c, $m);

// === against constants when the variable is undefined, or a reference.
$hits = 0;
for ($i = 0; $i < 1300; $i++) {
    if ($i == 1299) {
        var_dump($never === null, $never !== false);
    }
    $b = $i % 2 == 0;
    $rb = &$b;
    if ($rb === true) {
        $hits++;
    }
    unset($rb);
}
var_dump($hits);

// A built-in that calls back into user code from a region.
$sum = 0;
for ($i = 0; $i < 1200; $i++) {
    $sum += array_sum(array_map(fn($x) => $x * $i, [1, 2, $i % 3]));
}
var_dump($sum);
echo "done\n";
--EXPECTF--
int(1200)
int(5700)
string(5) "delta"
string(23) "[cdef]--[cd]--[cdefg]--"
array_sum() expects exactly 1 argument, 2 given line 38
#0 %s(38): array_sum(Array, 1150)
#1 {main}

Warning: hex2bin(): Hexadecimal input string must have an even length in %s on line 47

Deprecated: str_pad(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 47
float(171.3)
ValueError: str_repeat(): Argument #2 ($times) must be greater than or equal to 0 at i=1101 line 54
TypeError: str_pad(): Argument #3 ($pad_string) must be of type string, array given at i=1111
handler: Undefined variable $undef (line 75) i=1190 t=el

Warning: Undefined variable $nope1 in %s on line 85

Deprecated: str_pad(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 85
string(4) "####"
array(8) {
  ["array"]=>
  int(200)
  ["double"]=>
  int(200)
  ["false"]=>
  int(200)
  ["integer"]=>
  int(200)
  ["null"]=>
  int(200)
  ["object"]=>
  int(200)
  ["string"]=>
  int(200)
  ["true"]=>
  int(200)
}
int(2998)
int(4497)
int(1499)

Warning: Undefined variable $never in %s on line 120

Warning: Undefined variable $never in %s on line 120
bool(true)
bool(true)
int(650)
int(2878400)
done
