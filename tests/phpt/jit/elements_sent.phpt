--TEST--
JIT: elements sent as arguments from compiled loops (read in place by value when every key is there; by reference, missing keys, strings, ArrayAccess and __get on the way through the main loop)
--FILE--
<?php
// Elements and properties sent as arguments from compiled loops: by value
// (read in place when every key is there) and by reference.
function twice($x) { return $x * 2; }
function bump(&$x) { $x++; return $x; }
function many($a, $b, ...$rest) { return $a . $b . implode("", $rest); }
class Bag implements ArrayAccess {
    public $items = ["k" => "v"];
    public function offsetExists($o): bool { echo "exists($o) "; return isset($this->items[$o]); }
    public function offsetGet($o): mixed { echo "get($o) "; return $this->items[$o] ?? "none"; }
    public function offsetSet($o, $v): void { $this->items[$o] = $v; }
    public function offsetUnset($o): void { unset($this->items[$o]); }
    public function __get($n) { echo "__get($n) "; return "magic"; }
}
function run() {
    $m = [[1, 2], ["a" => "xy", "b" => [3, 4]], "s" => "str"];
    $ref = 10;
    $m["r"] = &$ref;
    $out = [];
    for ($i = 0; $i < 3; $i++) {
        $out[] = twice($m[0][1]);
        $out[] = strtoupper($m[1]["a"]);
        $out[] = twice($m[1]["b"][$i % 2]);
        $out[] = strlen($m["s"]);
        $out[] = twice($m["r"]);
        $out[] = many($m[0][0], $m[1]["a"], $m["s"], $m[1]["b"][1]);
        $out[] = bump($m[0][0]);
        $out[] = count($m[1]);
    }
    echo implode(",", $out), "\n";
    echo json_encode($m), " $ref\n";
    // Missing keys, a string's offset, null and scalars on the way.
    for ($i = 0; $i < 2; $i++) {
        echo strlen($m["missing"] ?? "dflt"), " ";
        echo var_export(twice($m["nokey"][0]), true), " ";
        echo strtoupper($m["s"][1]), " ";
        echo var_export(strtoupper($m[0][0][1]), true), "\n";
    }
    // Objects on the way: ArrayAccess and __get run.
    $b = new Bag;
    $o = ["bag" => $b];
    for ($i = 0; $i < 2; $i++) {
        echo strtoupper($o["bag"]["k"]), " ", strtoupper($o["bag"]->nothing), " ", strtoupper($b->items["k"]), "\n";
    }
    // sort() of an element: by reference.
    $data = ["list" => [3, 1, 2]];
    for ($i = 0; $i < 2; $i++) {
        sort($data["list"]);
        array_push($data["list"], $i);
    }
    echo json_encode($data), "\n";
    // An undefined variable's element.
    for ($i = 0; $i < 2; $i++) {
        echo var_export(twice($nothing[1]), true), "\n";
    }
}
run();
--EXPECTF--
4,XY,6,3,20,1xystr4,2,2,4,XY,8,3,20,2xystr4,3,2,4,XY,6,3,20,3xystr4,4,2
{"0":[4,2],"1":{"a":"xy","b":[3,4]},"s":"str","r":10} 10
4 
Warning: Undefined array key "nokey" in %s on line 35

Warning: Trying to access array offset on value of type null in %s on line 35
0 T 
Warning: Trying to access array offset on value of type int in %s on line 37

Deprecated: strtoupper(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 37
''
4 
Warning: Undefined array key "nokey" in %s on line 35

Warning: Trying to access array offset on value of type null in %s on line 35
0 T 
Warning: Trying to access array offset on value of type int in %s on line 37

Deprecated: strtoupper(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 37
''
get(k) V __get(nothing) MAGIC V
get(k) V __get(nothing) MAGIC V
{"list":[0,1,2,3,1]}

Warning: Undefined variable $nothing in %s on line 54

Warning: Trying to access array offset on value of type null in %s on line 54
0

Warning: Undefined variable $nothing in %s on line 54

Warning: Trying to access array offset on value of type null in %s on line 54
0
