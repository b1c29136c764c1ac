--TEST--
preg_match's $matches refilled in place across matches with different numbers of groups (and changed by the program in between); === and !== on strings, arrays and mixed kinds in compiled loops
--FILE--
<?php
// preg_match's $matches refilled in place across matches with different
// numbers of groups, and what a program may do to it in between.
$re = '/(?<a>x)|(?<b>y)|(z)(?<d>w)?/';
$subj = ["x", "y", "zw", "z", "y", "x", "q"];
foreach ([0, PREG_UNMATCHED_AS_NULL, PREG_OFFSET_CAPTURE] as $flags) {
    $out = [];
    foreach ($subj as $s) {
        $r = preg_match($re, $s, $m, $flags);
        $out[] = $r . json_encode($m);
    }
    echo implode(" ", $out), "\n";
}
// A copy kept, an element added, one removed, a reference into it.
$keep = [];
foreach ($subj as $i => $s) {
    preg_match($re, $s, $m);
    switch ($i % 4) {
        case 0: $keep[] = $m; break;
        case 1: $m['extra'] = 1; break;
        case 2: unset($m[0]); break;
        case 3: $r = &$m[0]; $r = "changed"; unset($r); break;
    }
    echo json_encode($m), " ";
}
echo "\n", json_encode($keep), "\n";
// $m[] after a refill continues after the last group.
foreach (["x", "zw", "y"] as $s) {
    preg_match($re, $s, $m);
    $m[] = "next";
    echo json_encode($m), " ";
}
echo "\n";
// Unnamed groups, list arrays.
foreach (["ab", "a", "abc", "", "b"] as $s) {
    preg_match('/(a)?(b)?(c)?/', $s, $m);
    echo count($m), json_encode($m), " ";
}
echo "\n";
// Callbacks keeping or changing their argument.
$kept = [];
echo preg_replace_callback('/(a)|(b)(c)?/', function ($m) use (&$kept) {
    if (count($m) === 4) {
        $kept[] = $m;
    }
    $m[] = "x";
    return count($m);
}, "abcab-bc"), " ", json_encode($kept), "\n";
// === and !== on strings, arrays, mixed kinds, in a compiled loop.
$vals = ["a", "ab", "", "1", 1, 1.0, "1.0", [1], [1.0], null, false, 0, "0", [], new stdClass];
$same = 0;
$diff = 0;
$pairs = [];
foreach ($vals as $i => $x) {
    foreach ($vals as $j => $y) {
        if ($x === $y) {
            $same++;
            $pairs[] = "$i=$j";
        }
        if ($x !== $y) {
            $diff++;
        }
    }
}
echo "$same $diff ", implode(" ", $pairs), "\n";
for ($i = 0; $i < 3; $i++) {
    $s = str_repeat("ab", $i);
    var_dump($s === "abab", "abab" !== $s, $s === $undefined);
}
--EXPECTF--
1{"0":"x","a":"x","1":"x"} 1{"0":"y","a":"","1":"","b":"y","2":"y"} 1{"0":"zw","a":"","1":"","b":"","2":"","3":"z","d":"w","4":"w"} 1{"0":"z","a":"","1":"","b":"","2":"","3":"z"} 1{"0":"y","a":"","1":"","b":"y","2":"y"} 1{"0":"x","a":"x","1":"x"} 0[]
1{"0":"x","a":"x","1":"x","b":null,"2":null,"3":null,"d":null,"4":null} 1{"0":"y","a":null,"1":null,"b":"y","2":"y","3":null,"d":null,"4":null} 1{"0":"zw","a":null,"1":null,"b":null,"2":null,"3":"z","d":"w","4":"w"} 1{"0":"z","a":null,"1":null,"b":null,"2":null,"3":"z","d":null,"4":null} 1{"0":"y","a":null,"1":null,"b":"y","2":"y","3":null,"d":null,"4":null} 1{"0":"x","a":"x","1":"x","b":null,"2":null,"3":null,"d":null,"4":null} 0[]
1{"0":["x",0],"a":["x",0],"1":["x",0]} 1{"0":["y",0],"a":["",-1],"1":["",-1],"b":["y",0],"2":["y",0]} 1{"0":["zw",0],"a":["",-1],"1":["",-1],"b":["",-1],"2":["",-1],"3":["z",0],"d":["w",1],"4":["w",1]} 1{"0":["z",0],"a":["",-1],"1":["",-1],"b":["",-1],"2":["",-1],"3":["z",0]} 1{"0":["y",0],"a":["",-1],"1":["",-1],"b":["y",0],"2":["y",0]} 1{"0":["x",0],"a":["x",0],"1":["x",0]} 0[]
{"0":"x","a":"x","1":"x"} {"0":"y","a":"","1":"","b":"y","2":"y","extra":1} {"a":"","1":"","b":"","2":"","3":"z","d":"w","4":"w"} {"0":"changed","a":"","1":"","b":"","2":"","3":"z"} {"0":"y","a":"","1":"","b":"y","2":"y"} {"0":"x","a":"x","1":"x","extra":1} [] 
[{"0":"x","a":"x","1":"x"},{"0":"y","a":"","1":"","b":"y","2":"y"}]
{"0":"x","a":"x","1":"x","2":"next"} {"0":"zw","a":"","1":"","b":"","2":"","3":"z","d":"w","4":"w","5":"next"} {"0":"y","a":"","1":"","b":"y","2":"y","3":"next"} 
3["ab","a","b"] 2["a","a"] 4["abc","a","b","c"] 1[""] 3["b","","b"] 
3534-5 [["bc","","b","c"],["bc","","b","c"]]
15 210 0=0 1=1 2=2 3=3 4=4 5=5 6=6 7=7 8=8 9=9 10=10 11=11 12=12 13=13 14=14

Warning: Undefined variable $undefined in %s on line 68
bool(false)
bool(true)
bool(false)

Warning: Undefined variable $undefined in %s on line 68
bool(false)
bool(true)
bool(false)

Warning: Undefined variable $undefined in %s on line 68
bool(true)
bool(false)
bool(false)
