--TEST--
Built-ins taking references, called from compiled code: references staged at their positions, notices for values that are no variables
--FILE--
<?php
// Built-ins taking arguments by reference, called in hot loops (compiled
// code stages their arguments, references made at by-reference positions).
function nums() { return [3, 1, 2]; }
function run() {
    $text = "a1 b22 c333 d4444";
    $n = 0;
    $pos = 0;
    $len = strlen($text);
    for ($i = 0; $i < 3; $i++) {
        $pos = 0;
        while ($pos < $len && preg_match('/\s*(?:(?<w>[a-z])|(?<d>\d+))/A', $text, $m, 0, $pos)) {
            $pos += strlen($m[0]);
            $n += count($m);
        }
    }
    echo "tokens $n, last ", json_encode($m), "\n";
    // The variable did not exist before: the call creates it.
    for ($i = 0; $i < 3; $i++) {
        unset($fresh);
        preg_match('/(\d)(\d)?/', "x$i", $fresh);
        echo json_encode($fresh), " ";
    }
    echo "\n";
    // A variable that is a reference already, and a global one.
    $target = null;
    $alias = &$target;
    for ($i = 0; $i < 3; $i++) {
        preg_match_all('/\d/', "1a2b$i", $alias);
    }
    echo json_encode($target), "\n";
    // sort, array_push, end, str_replace's count, settype, in loops.
    $acc = [];
    for ($i = 0; $i < 5; $i++) {
        $a = [5 - $i, $i, 3];
        sort($a);
        array_push($acc, $a[0], end($a));
        $s = str_replace("a", "b", "banana$i", $cnt);
        $v = "12$i";
        settype($v, "integer");
        $acc[] = $cnt + $v;
    }
    echo implode(",", $acc), "\n";
    // A call's result where a reference is wanted: php's notice, and the
    // call still made.
    for ($i = 0; $i < 3; $i++) {
        $x = end(nums());
        echo $x, " ";
    }
    echo "\n";
    // Nested calls among the arguments.
    for ($i = 0; $i < 3; $i++) {
        $r = preg_match(strtolower('/(A)/I'), strtoupper("xa$i"), $mm);
        echo $r, json_encode($mm), " ";
    }
    echo "\n";
    // sscanf's by-reference variadic.
    for ($i = 0; $i < 3; $i++) {
        $c = sscanf("age: 4$i name: x$i", "age: %d name: %s", $age, $name);
        echo "$c $age $name; ";
    }
    echo "\n";
}
run();
$g = [];
function viaGlobal() {
    global $g;
    for ($i = 0; $i < 3; $i++) {
        preg_match('/(b)(c)?/', "ab$i", $g);
    }
}
viaGlobal();
echo json_encode($g), "\n";
--EXPECTF--
tokens 96, last {"0":"4444","w":"","1":"","d":"4444","2":"4444"}
["0","0"] ["1","1"] ["2","2"] 
[["1","2","2"]]
0,5,123,1,4,124,2,3,125,2,3,126,1,4,127

Notice: Only variables should be passed by reference in %s on line 47
2 
Notice: Only variables should be passed by reference in %s on line 47
2 
Notice: Only variables should be passed by reference in %s on line 47
2 
1["A","A"] 1["A","A"] 1["A","A"] 
2 40 x0; 2 41 x1; 2 42 x2; 
["b","b"]
