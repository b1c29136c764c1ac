<?php
// Generates ops_expected.txt, the expectations of crates/value/tests/ops_matrix.rs,
// by running the real php 8.2 on every operator over a matrix of values.
//
// Regenerate with:
//   php -n -d precision=14 -d serialize_precision=-1 -d error_reporting=-1 \
//       crates/value/tests/gen/ops_gen.php > crates/value/tests/gen/ops_expected.txt
//
// Line format (tab-separated): V <index> <rendering> for each value (the test
// builds its values by parsing these renderings; the binary matrix is the first
// count($M) of them), I <index> <int> for intdiv operands, F <index> <rendering>
// for formatted floats, then <op> <i> <j> <result> [<diag>...] where a diag is
// W:/N:/D:<message> (warning, notice, deprecation) and a thrown error renders
// as !<Class>:<message>. Renderings are var_dump-like (floats exactly as
// var_dump prints them with serialize_precision=-1); bytes outside printable
// ASCII, '"' and '\' are written \xHH.

function esc($s) {
    $o = '';
    for ($i = 0; $i < strlen($s); $i++) {
        $c = ord($s[$i]);
        if ($c < 0x20 || $c > 0x7e || $s[$i] === '"' || $s[$i] === '\\') {
            $o .= sprintf('\\x%02x', $c);
        } else {
            $o .= $s[$i];
        }
    }
    return $o;
}

function render($v) {
    if ($v === null) return 'NULL';
    if (is_bool($v)) return $v ? 'bool(true)' : 'bool(false)';
    if (is_int($v)) return "int($v)";
    if (is_float($v)) {
        ob_start();
        var_dump($v);
        return trim(ob_get_clean());
    }
    if (is_string($v)) return 'string(' . strlen($v) . ') "' . esc($v) . '"';
    if (is_array($v)) {
        $parts = [];
        foreach ($v as $k => $x) {
            $parts[] = (is_int($k) ? $k : '"' . esc($k) . '"') . '=>' . render($x);
        }
        return 'array(' . count($v) . ') [' . implode(',', $parts) . ']';
    }
    if (is_object($v)) {
        $parts = [];
        foreach (get_object_vars($v) as $k => $x) {
            $parts[] = '"' . esc((string)$k) . '"=>' . render($x);
        }
        return 'object(' . get_class($v) . ') {' . implode(',', $parts) . '}';
    }
    return 'unknown';
}

$diags = [];
set_error_handler(function ($no, $str) use (&$diags) {
    $k = match ($no) {
        E_WARNING, E_USER_WARNING => 'W',
        E_NOTICE, E_USER_NOTICE => 'N',
        E_DEPRECATED, E_USER_DEPRECATED => 'D',
        default => "E$no",
    };
    $diags[] = $k . ':' . esc($str);
    return true;
});

function run($op, $i, $j, $f) {
    global $diags;
    $diags = [];
    try {
        $r = render($f());
    } catch (Throwable $e) {
        $r = '!' . get_class($e) . ':' . esc($e->getMessage());
    }
    echo $op, "\t", $i, "\t", $j, "\t", $r;
    foreach ($diags as $d) echo "\t", $d;
    echo "\n";
}

class Foo
{
    public $a = 1;
}

$o1 = new stdClass;
$o2 = new stdClass;
$o2->a = 1;

// The binary-operator matrix (every pair).
$M = [
    null, true, false, 0, 1, -1, 2, 3, 64, PHP_INT_MAX, PHP_INT_MIN,
    1.5, -1.5, 0.0, -0.0, 2.0, INF, -INF, NAN, 1e20,
    "", "0", "1", "-1", "1.5", " 1", "1 ", "abc", "12abc", "1e3", "0x1A", "1e1000",
    "9223372036854775808", " ", "a", "00", "0.0", "1.5abc",
    [], [1], [1, 2], [2 => 1], ["a" => 1], [1, "a" => [2]],
    $o1, $o2, new Foo,
];
// Extra values for unary operators and casts.
$U = array_merge($M, [
    "z", "Az", "zz", "a9", "Zz", "-z", "z-", "9", "99", "-9", "A", "Z9", "9z", "é",
    "-0", "+5", "+-5", ".5", "1.", ".", "-.5e1", "  -1e3abc", "0b11", "1e", "1e-", "1e+5x",
    "-9223372036854775808", "-9223372036854775808 ", "-9223372036854775808abc",
    "9223372036854775807", "9223372036854775806", "99999999999999999999",
    "-99999999999999999999", "000000000000000000000000001", "\n1", " \v1", "\t1\r\n",
    "1\0", "1 \0", "inf", "NAN", "1e30", "-1e30", "1.9999999999999999", "9223372036854775808e-",
    1e30, -1e30, 0.5, -0.5, 1e15, 1e16, 2.5e-5, 9.2233720368547758E+18, -9.2233720368547758E+18,
    1.8446744073709552E+19, 1e19, -1e19, 0.1, 1/3,
]);

// Strings and arrays compared pairwise (appended to $U, so they get the
// unary operators too).
$S = [
    "1e3", "1000", "1000.0", "01", "1", " 1", "1 ", "10", "1e1", "abc", "ABC", "abd", "ab",
    "9223372036854775807", "9223372036854775808", "9223372036854775809", "-9223372036854775808",
    "-9223372036854775809", "1e1000", "1e1001", "-1e1000", "0", "-0", "0.0", "", " ", "null",
    "1e-1000", "0x10", "16", "0.1", ".1", "1.0E-1", "+1", "1abc",
];
$A = [
    [1, 2], [1 => 2, 0 => 1], [0 => 1, 1 => 2, 2 => 3], ["a" => 1, "b" => 2], ["b" => 2, "a" => 1],
    ["a" => 1, "c" => 2], [1, [2, 3]], [1, [2, 4]], [NAN], [null], [false], [0], ["0"], ["abc"],
    [[]], ["1" => 1], [1 => 1], [1.0, 2.0], ["1", "2"], [true, true], [INF],
];
// Bases and exponents for integer overflow in **, * and +.
$B = [-3, -2, 3, 5, 7, 10, -10, 1000003, 3037000499, 3037000500, -3037000500, 4294967296];
$E = array_merge(range(0, 66), [-1, -2, 127]);
$base = count($U);
$U = array_merge($U, $S, $A, $B, $E);
$sIdx = range($base, $base + count($S) - 1);
$aIdx = range($base + count($S), $base + count($S) + count($A) - 1);
$bIdx = range($base + count($S) + count($A), $base + count($S) + count($A) + count($B) - 1);
$eIdx = range(end($bIdx) + 1, end($bIdx) + count($E));

echo "M\t", count($M), "\n";
foreach ($U as $i => $v) {
    echo "V\t$i\t", render($v), "\n";
}

foreach ($M as $i => $a) {
    foreach ($M as $j => $b) {
        run('+', $i, $j, fn() => $a + $b);
        run('-', $i, $j, fn() => $a - $b);
        run('*', $i, $j, fn() => $a * $b);
        run('/', $i, $j, fn() => $a / $b);
        run('%', $i, $j, fn() => $a % $b);
        run('**', $i, $j, fn() => $a ** $b);
        run('.', $i, $j, fn() => $a . $b);
        run('&', $i, $j, fn() => $a & $b);
        run('|', $i, $j, fn() => $a | $b);
        run('^', $i, $j, fn() => $a ^ $b);
        run('<<', $i, $j, fn() => $a << $b);
        run('>>', $i, $j, fn() => $a >> $b);
        run('==', $i, $j, fn() => $a == $b);
        run('===', $i, $j, fn() => $a === $b);
        run('<', $i, $j, fn() => $a < $b);
        run('<=', $i, $j, fn() => $a <= $b);
        run('<=>', $i, $j, fn() => $a <=> $b);
        run('xor', $i, $j, fn() => $a xor $b);
    }
}

foreach ($U as $i => $v) {
    run('neg', $i, 0, fn() => -$v);
    run('plus', $i, 0, fn() => +$v);
    run('~', $i, 0, fn() => ~$v);
    run('++', $i, 0, function () use ($v) { $x = $v; ++$x; return $x; });
    run('--', $i, 0, function () use ($v) { $x = $v; --$x; return $x; });
    run('bool', $i, 0, fn() => (bool)$v);
    run('int', $i, 0, fn() => (int)$v);
    run('float', $i, 0, fn() => (float)$v);
    run('string', $i, 0, fn() => (string)$v);
    run('array', $i, 0, fn() => (array)$v);
    run('key', $i, 0, function () use ($v) { $a = []; $a[$v] = 1; return array_key_first($a); });
    if (is_string($v)) {
        run('is_numeric', $i, 0, fn() => is_numeric($v));
    }
}

foreach ([$sIdx, $aIdx] as $idx) {
    foreach ($idx as $i) {
        foreach ($idx as $j) {
            $a = $U[$i];
            $b = $U[$j];
            run('==', $i, $j, fn() => $a == $b);
            run('===', $i, $j, fn() => $a === $b);
            run('<', $i, $j, fn() => $a < $b);
            run('<=>', $i, $j, fn() => $a <=> $b);
            if (is_array($a)) {
                run('+', $i, $j, fn() => $a + $b);
            }
        }
    }
}

foreach ($bIdx as $i) {
    foreach ($eIdx as $j) {
        $a = $U[$i];
        $b = $U[$j];
        run('**', $i, $j, fn() => $a ** $b);
        run('*', $i, $j, fn() => $a * $b);
        run('<<', $i, $j, fn() => $a << $b);
    }
}

// intdiv over ints.
$I = [0, 1, -1, 7, -7, 2, PHP_INT_MAX, PHP_INT_MIN];
foreach ($I as $i => $a) {
    echo "I\t$i\t$a\n";
}
foreach ($I as $i => $a) {
    foreach ($I as $j => $b) {
        run('intdiv', $i, $j, fn() => intdiv($a, $b));
    }
}

// Float formatting at several precision settings (echo's conversion).
$F = [
    0.1 + 0.2, 1e100, -0.0, 0.0, 1e15, 1e14, 1e16, 1e17, 123456789012345678.0, 0.00001,
    0.0001, 1/3, -1/3, 2/3, 1.5, -1.5e-7, 1e22, 1e21, 2**63, 2**64, (float)PHP_INT_MAX,
    5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, INF, -INF, NAN, 0.5, 2.5,
    3.5, 0.125, 1e-10, 123.456, 100.0, 1e6, 999999999999999.9, 0.1, 7.0E-10, 1.0E+25, 4.35,
    1.005, 0.3, 299792458.0, 1e-5, 1.23456789e-5, 9.999999999999999e22, 0.000123456789,
    -123456.789, 1e-300, 4.9406564584124654e-324, 1e23, 8.5, 0.05, 12345678.9,
];
// Plus fixed pseudo-random floats: random bit patterns and random decimals.
mt_srand(42);
for ($k = 0; $k < 150; $k++) {
    $bits = (mt_rand(0, 0x7fffffff) << 33) ^ (mt_rand(0, 0x7fffffff) << 2) ^ mt_rand(0, 3);
    $f = unpack('E', pack('J', $bits))[1];
    if (is_finite($f)) {
        $F[] = $f;
    }
    $F[] = (float)(mt_rand(0, 999999) / 10 ** mt_rand(0, 12) * 10 ** mt_rand(0, 20));
}
foreach ($F as $i => $f) {
    echo "F\t$i\t", render($f), "\n";
}
foreach ([-1, 14, 17, 1, 2, 5, 20, 0, 40] as $p) {
    ini_set('precision', $p);
    foreach ($F as $i => $f) {
        run('fmt', $i, $p, fn() => (string)$f);
    }
}
ini_set('precision', 14);
