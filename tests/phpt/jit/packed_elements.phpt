--TEST--
JIT: elements of packed arrays read and written in compiled loops (every kind of element, holes, references, counted copies, temporary rows released, keys out of range, appends, copy-on-write)
--FILE--
<?php
// Reads and writes of packed arrays by int keys in compiled loops: every
// kind of element, holes, references in the array or in the destination,
// strings, arrays and objects copied (counted) with destructors in php's
// order, rows of a matrix read from temporaries, negative and
// out-of-range keys, appends at and past the end, copy-on-write.
class D {
    public function __construct(public string $n) {}
    public function __destruct() { echo "~", $this->n, " "; }
}
function kinds() {
    $x = 5;
    $a = [null, false, true, 3, 2.5, "str", [1, 2], new D("o"), STDIN];
    $a[9] = &$x;
    $out = [];
    for ($i = 0; $i < 10; $i++) {
        $v = $a[$i];
        $out[] = gettype($v) . ":" . (is_scalar($v) || $v === null ? var_export($v, true) : count((array)$v));
    }
    $x = 6;
    echo implode(" ", $out), "\n";
    // The reference's target was copied, not the reference.
    $v = $a[9];
    $v = 7;
    echo $x, " ", $a[9], "\n";
}
kinds();

function holes() {
    $a = [];
    $a[2] = "two";
    $a[5] = "five";
    $seen = [];
    for ($i = -1; $i < 8; $i++) {
        $seen[] = $a[$i] ?? "-";
        $seen[] = isset($a[$i]) ? "set" : "unset";
    }
    echo implode(",", $seen), "\n";
    for ($i = 0; $i < 3; $i++) {
        echo $a[$i + 6], "|";
    }
    echo "\n";
}
holes();

function counted() {
    $rows = [];
    for ($i = 0; $i < 4; $i++) {
        $rows[] = [$i, str_repeat("s", $i + 1), new D("r$i")];
    }
    $copies = [];
    for ($i = 0; $i < 4; $i++) {
        $row = $rows[$i];          // an array copied: counted
        $s = $rows[$i][1];         // a string through a temporary row
        $o = $rows[$i][2];         // an object through a temporary row
        $copies[] = $row;
        $copies[] = $s;
        $row[0] = 99;              // separated: $rows unchanged
        echo $rows[$i][0], $row[0], strlen($s), $o->n, " ";
    }
    echo "\n";
    echo "unset rows: ";
    $rows = null;
    echo "\nunset copies: ";
    $copies = null;
    echo "\nend\n";
}
counted();

function matrix() {
    $m = [];
    for ($i = 0; $i < 5; $i++) {
        for ($j = 0; $j < 5; $j++) {
            $m[$i][$j] = $i * 5 + $j;
        }
    }
    $t = 0;
    $f = 0.0;
    for ($i = 0; $i < 5; $i++) {
        for ($j = 0; $j < 5; $j++) {
            $t += $m[$i][$j] * $m[$j][$i];
            $f += $m[$i][$j] / 2;
        }
    }
    echo $t, " ", $f, "\n";
}
matrix();

function destination_ref() {
    $a = [10, 20, 30];
    $target = 0;
    $d = &$target;
    for ($i = 0; $i < 3; $i++) {
        $d = $a[$i];
    }
    echo $target, "\n";
    $b = [1, 2, 3];
    $r = &$b[1];
    for ($i = 0; $i < 3; $i++) {
        $b[$i] = $b[$i] * 10;
    }
    echo implode(",", $b), " ", $r, "\n";
}
destination_ref();

function writes() {
    // Appends at the end, past it (a small gap stays packed), a hole
    // filled (the array becomes a hash: php's order), overwrites.
    $a = [];
    for ($i = 0; $i < 6; $i++) {
        $a[$i] = $i;
    }
    $a[8] = 8;
    unset($a[3]);
    for ($i = 0; $i < 9; $i++) {
        if ($i % 2 == 1) {
            $a[$i] = "w$i";
        }
    }
    echo json_encode($a), "\n";
    // Copy-on-write: a shared array is separated by the first write.
    $b = [1, 2, 3];
    $c = $b;
    for ($i = 0; $i < 3; $i++) {
        $c[$i] = $b[$i] + 1;
    }
    echo implode(",", $b), " ", implode(",", $c), "\n";
    // Objects overwritten in place: destructors run as in php.
    $o = [new D("a"), new D("b")];
    for ($i = 0; $i < 2; $i++) {
        $o[$i] = new D("n$i");
    }
    echo "\n";
    $o = null;
    echo "\n";
}
writes();

function out_of_range() {
    $a = [1, 2, 3];
    $sum = 0;
    for ($i = -2; $i < 5; $i++) {
        $sum += $a[$i] ?? 100;
    }
    echo $sum, "\n";
    for ($i = 2; $i < 4; $i++) {
        echo $a[$i], "\n";
    }
}
out_of_range();

function strings_and_keys() {
    $a = ["x", "y", "z"];
    $out = "";
    for ($i = 0; $i < 3; $i++) {
        $k = (string)$i;
        $out .= $a[$k] . $a[$i] . $a[(float)$i];
    }
    echo $out, "\n";
    $s = "abc";
    for ($i = 0; $i < 3; $i++) {
        echo $s[$i];
    }
    echo "\n";
}
strings_and_keys();
--EXPECTF--
NULL:NULL boolean:false boolean:true integer:3 double:2.5 string:'str' array:2 object:1 resource:1 integer:5
6 6
~o -,unset,-,unset,-,unset,two,set,-,unset,-,unset,five,set,-,unset,-,unset

Warning: Undefined array key 6 in %s on line 40
|
Warning: Undefined array key 7 in %s on line 40
|
Warning: Undefined array key 8 in %s on line 40
|
0991r0 1992r1 2993r2 3994r3 
unset rows: 
unset copies: ~r0 ~r1 ~r2 
end
~r3 4100 150
30
10,20,30 20
{"0":0,"1":"w1","2":2,"4":4,"5":"w5","8":8,"3":"w3","7":"w7"}
1,2,3 2,3,4
~a ~b 
~n0 ~n1 
406
3

Warning: Undefined array key 3 in %s on line 147

xxxyyyzzz
abc
