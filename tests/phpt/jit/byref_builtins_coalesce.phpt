--TEST--
JIT: built-ins taking references (preg_match, sort, array_push, str_replace's count) called from compiled loops, and ?? / ?: in them
--FILE--
<?php
// Calls of built-ins with by-reference parameters run the general call
// protocol from compiled code; `??` and `?:` compile too.
$text = str_repeat("ab12 cd345 ef6 ", 400);
$pos = 0;
$counts = [];
$len = strlen($text);
while ($pos < $len) {
    if (!preg_match('~\G(?:(?<ws>\s+)|(?<num>\d+)|(?<id>[a-z]+))~', $text, $m, 0, $pos)) {
        echo "no match at $pos\n";
        break;
    }
    foreach (['ws', 'num', 'id'] as $k) {
        if (isset($m[$k]) && $m[$k] !== '') {
            $counts[$k] = ($counts[$k] ?? 0) + 1;
            break;
        }
    }
    $pos += strlen($m[0]);
}
var_dump($counts, $m);

$stack = [];
$total = 0;
for ($i = 0; $i < 1500; $i++) {
    $n = array_push($stack, $i, $i * 2);
    $row = [$i % 7, $i % 3, $i % 5];
    sort($row);
    $s = str_replace("a", "b", "banana" . ($i % 10), $c);
    $total += $n + $row[0] + $c + strlen($s);
    $last = end($row);
}
var_dump(count($stack), $total, $last);

// By-reference arguments that are not variables, undefined variables made
// references, and a reference kept in the array.
for ($i = 0; $i < 1200; $i++) {
    if ($i == 1199) {
        $fresh = null;
        unset($fresh);
        preg_match('/(x)/', "x$i", $fresh);
        var_dump($fresh);
        try {
            sort([3, 1]);
        } catch (Error $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}

// ?? and ?: in compiled loops, with undefined variables, nulls,
// references and falsy values.
$map = ["a" => 1, "b" => null, "c" => 0, "d" => "", "e" => "0", "f" => [0]];
$keys = ["a", "b", "c", "d", "e", "f", "g"];
$out = [];
for ($i = 0; $i < 1400; $i++) {
    $k = $keys[$i % 7];
    $v = $map[$k] ?? "dflt";
    $w = ($map[$k] ?? 0) ?: "falsy";
    if ($i < 7) {
        $out[] = [$k, $v, $w];
    }
}
var_dump($out);
$ref = null;
$r = &$ref;
for ($i = 0; $i < 1200; $i++) {
    $x = $r ?? "was null";
    $ref = $i % 2 ? $i : null;
    $y = $r ?: "zero";
}
var_dump($x, $y);
for ($i = 0; $i < 1200; $i++) {
    if ($i == 1199) {
        $z = $undefinedA ?? "quiet";
        $q = $undefinedB ?: "loud";
        var_dump($z, $q);
    }
}
echo "done\n";
--EXPECTF--
array(3) {
  ["id"]=>
  int(1200)
  ["num"]=>
  int(1200)
  ["ws"]=>
  int(1200)
}
array(3) {
  [0]=>
  string(1) " "
  ["ws"]=>
  string(1) " "
  [1]=>
  string(1) " "
}
int(3000)
int(2267398)
int(4)
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "x"
}
Error: sort(): Argument #1 ($array) cannot be passed by reference
array(7) {
  [0]=>
  array(3) {
    [0]=>
    string(1) "a"
    [1]=>
    int(1)
    [2]=>
    int(1)
  }
  [1]=>
  array(3) {
    [0]=>
    string(1) "b"
    [1]=>
    string(4) "dflt"
    [2]=>
    string(5) "falsy"
  }
  [2]=>
  array(3) {
    [0]=>
    string(1) "c"
    [1]=>
    int(0)
    [2]=>
    string(5) "falsy"
  }
  [3]=>
  array(3) {
    [0]=>
    string(1) "d"
    [1]=>
    string(0) ""
    [2]=>
    string(5) "falsy"
  }
  [4]=>
  array(3) {
    [0]=>
    string(1) "e"
    [1]=>
    string(1) "0"
    [2]=>
    string(5) "falsy"
  }
  [5]=>
  array(3) {
    [0]=>
    string(1) "f"
    [1]=>
    array(1) {
      [0]=>
      int(0)
    }
    [2]=>
    array(1) {
      [0]=>
      int(0)
    }
  }
  [6]=>
  array(3) {
    [0]=>
    string(1) "g"
    [1]=>
    string(4) "dflt"
    [2]=>
    string(5) "falsy"
  }
}
string(8) "was null"
int(1199)

Warning: Undefined variable $undefinedB in %s on line 76
string(5) "quiet"
string(4) "loud"
done
