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
function compound() {
    // `+= -= *=` on elements: ints in place, an overflow to float, floats,
    // numeric strings, a missing element, a shared array separated, a
    // reference element written through, the result used.
    $a = [1, 2, PHP_INT_MAX, 1.5, "7", null];
    $b = $a;
    $x = 0;
    $r = &$a[1];
    for ($i = 0; $i < 6; $i++) {
        $a[$i] += 3;
        $x = $a[$i] *= 2;
        $a[$i] -= $i;
    }
    var_dump($a, $x, $r, $b[0], $b[2]);
    $c = [5, 6];
    for ($i = 0; $i < 3; $i++) {
        $c[$i] += 1;
    }
    var_dump($c);
    $big = [PHP_INT_MIN, 3];
    for ($i = 0; $i < 2; $i++) {
        $big[$i] -= 1;
        $big[$i] *= PHP_INT_MAX;
    }
    var_dump($big);
}
compound();

function appends() {
    // Appends in place while there is room, and past the room (the
    // vector grows); the count and the next key kept as php keeps them.
    $a = [];
    for ($i = 0; $i < 20; $i++) {
        $a[$i] = $i * $i;
        $a[$i] = $a[$i] + 1;
    }
    $a[] = "next";
    echo count($a), " ", array_key_last($a), " ", $a[20], " ", $a[19], "\n";
    // An append past a gap, then the next free key.
    $b = [1, 2];
    for ($i = 3; $i < 6; $i++) {
        $b[$i] = $i;
    }
    $b[] = "n";
    echo json_encode($b), "\n";
    // Through a by-reference parameter.
    $c = [];
    fill($c, 5);
    echo implode(",", $c), "\n";
    // A shared row is separated by the first write; the original keeps
    // its elements.
    $rows = [[1, 2], [3, 4]];
    $copy = $rows;
    for ($i = 0; $i < 2; $i++) {
        $row = $rows[$i];
        for ($j = 0; $j < 3; $j++) {
            $row[$j] = $j * 10;
        }
        $rows[$i] = $row;
    }
    echo json_encode($rows), " ", json_encode($copy), "\n";
}
function fill(&$arr, $n) {
    for ($i = 0; $i < $n; $i++) {
        $arr[$i] = $i;
        $arr[$i] += $arr[$i];
    }
}
appends();
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
array(6) {
  [0]=>
  int(8)
  [1]=>
  &int(9)
  [2]=>
  float(1.8446744073709552E+19)
  [3]=>
  float(6)
  [4]=>
  int(16)
  [5]=>
  int(1)
}
int(6)
int(9)
int(1)
int(9223372036854775807)

Warning: Undefined array key 2 in %s on line 183
array(3) {
  [0]=>
  int(6)
  [1]=>
  int(7)
  [2]=>
  int(1)
}
array(2) {
  [0]=>
  float(-8.507059173023462E+37)
  [1]=>
  float(1.8446744073709552E+19)
}
21 20 next 362
{"0":1,"1":2,"3":3,"4":4,"5":5,"6":"n"}
0,2,4,6,8
[[0,10,20],[0,10,20]] [[1,2],[3,4]]
