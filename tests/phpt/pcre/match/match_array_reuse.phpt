--TEST--
preg_match and preg_replace_callback give a fresh-looking $matches every time, even when the previous array is unshared or was changed, copied, iterated or referenced
--FILE--
<?php
$s = "ab12 cd 345 ef";
// a lexer loop over one $m (named groups, varying group counts)
$pos = 0;
$out = [];
while (preg_match('~\G(?:(?<ws>\s+)|(?<word>[a-z]+)|(?<num>\d+))~', $s, $m, 0, $pos)) {
    $out[] = json_encode($m);
    $pos += strlen($m[0]);
}
echo implode("\n", $out), "\n";
// alternating group counts, some arrays kept
$kept = [];
$pos = 0;
$i = 0;
$s2 = "a 1 bb 22 c 333 d";
while (preg_match('~\G(?:(?<ws>\s+)|(?<word>[a-z]+)|(?<num>\d+))~', $s2, $m, 0, $pos)) {
    if ($i++ % 3 === 0) {
        $kept[] = $m;
    }
    $pos += strlen($m[0]);
}
echo json_encode($kept), "\n", json_encode($m), "\n";
// copies keep their values
preg_match('/(\w)(\w)/', "xy", $m);
$copy = $m;
preg_match('/(\w)(\w)/', "zw", $m);
var_dump($copy, $m);
// the internal pointer starts at the first element again
next($m);
next($m);
preg_match('/(\w)(\w)/', "pq", $m);
var_dump(current($m), key($m));
// unset of the last element: the next free key stays as php's fresh array has it
unset($m[2]);
preg_match('/(\w)(\w)/', "rs", $m);
$m[] = "appended";
var_dump($m);
// added keys and references into the array
preg_match('/(?<a>\w)(\w)/', "uv", $m);
$m["extra"] = 1;
preg_match('/(?<a>\w)(\w)/', "kl", $m);
var_dump($m);
$r = &$m[1];
preg_match('/(?<a>\w)(\w)/', "gh", $m);
$r = "changed";
var_dump($m);
// flags
preg_match('/(a)(x)?(b)/', "ab", $m, PREG_UNMATCHED_AS_NULL);
preg_match('/(a)(x)?(b)/', "cab", $m, PREG_UNMATCHED_AS_NULL | PREG_OFFSET_CAPTURE);
var_dump($m);
preg_match('/(a)(x)?(b)?/', "a", $m);
preg_match('/(a)(x)?(b)?/', "ab", $m);
var_dump($m);
// callbacks that keep, change or ignore their argument
$kept = [];
echo preg_replace_callback('/(?<l>[a-z])(\d)?/', function ($m) use (&$kept) {
    $kept[] = $m;
    $m[0] = "!";
    return strtoupper($m[0]) . count($m);
}, "a1b2cd3"), "\n";
echo json_encode($kept), "\n";
$last = null;
echo preg_replace_callback('/\d/', function ($m) use (&$last) {
    $prev = $last;
    $last = $m;
    return $prev === null ? "-" : $prev[0];
}, "1 2 3 4"), "\n";
echo preg_replace_callback('/(\d)(\d)?/', fn($m) => "[" . implode(",", $m) . "]", "12 3 45 6"), "\n";
echo json_encode(preg_replace_callback_array(['/\d/' => fn($m) => $m[0] * 2, '/[a-z]/' => fn($m) => strtoupper($m[0])], "a1b2")), "\n";
--EXPECT--
{"0":"ab","ws":"","1":"","word":"ab","2":"ab"}
{"0":"12","ws":"","1":"","word":"","2":"","num":"12","3":"12"}
{"0":" ","ws":" ","1":" "}
{"0":"cd","ws":"","1":"","word":"cd","2":"cd"}
{"0":" ","ws":" ","1":" "}
{"0":"345","ws":"","1":"","word":"","2":"","num":"345","3":"345"}
{"0":" ","ws":" ","1":" "}
{"0":"ef","ws":"","1":"","word":"ef","2":"ef"}
[{"0":"a","ws":"","1":"","word":"a","2":"a"},{"0":" ","ws":" ","1":" "},{"0":"22","ws":"","1":"","word":"","2":"","num":"22","3":"22"},{"0":" ","ws":" ","1":" "},{"0":"d","ws":"","1":"","word":"d","2":"d"}]
[]
array(3) {
  [0]=>
  string(2) "xy"
  [1]=>
  string(1) "x"
  [2]=>
  string(1) "y"
}
array(3) {
  [0]=>
  string(2) "zw"
  [1]=>
  string(1) "z"
  [2]=>
  string(1) "w"
}
string(2) "pq"
int(0)
array(4) {
  [0]=>
  string(2) "rs"
  [1]=>
  string(1) "r"
  [2]=>
  string(1) "s"
  [3]=>
  string(8) "appended"
}
array(4) {
  [0]=>
  string(2) "kl"
  ["a"]=>
  string(1) "k"
  [1]=>
  string(1) "k"
  [2]=>
  string(1) "l"
}
array(4) {
  [0]=>
  string(2) "gh"
  ["a"]=>
  string(1) "g"
  [1]=>
  string(1) "g"
  [2]=>
  string(1) "h"
}
array(4) {
  [0]=>
  array(2) {
    [0]=>
    string(2) "ab"
    [1]=>
    int(1)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(1)
  }
  [2]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    int(-1)
  }
  [3]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(2)
  }
}
array(4) {
  [0]=>
  string(2) "ab"
  [1]=>
  string(1) "a"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "b"
}
!4!4!3!4
[{"0":"a1","l":"a","1":"a","2":"1"},{"0":"b2","l":"b","1":"b","2":"2"},{"0":"c","l":"c","1":"c"},{"0":"d3","l":"d","1":"d","2":"3"}]
- 1 2 3
[12,1,2] [3,3] [45,4,5] [6,6]
"A2B4"
