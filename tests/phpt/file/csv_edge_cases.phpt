--TEST--
CSV edge cases through fgetcsv and fputcsv
--FILE--
<?php
$cases = ["a,b", "\"a\"\"b\",c", "\"a\\\"b\",c", "a,\"b\"x y,c", " \"a\" , b", "\"\"", "\"\",", ",", ",,", "\"a\nb\"", "x,\"unterminated", "\"a\"\"\"", "\"a\\\\\",b", "a;b", "\"a\r\nb\",c\r\n", "\t\"x\"\t,y", "é,\"ü\""];
foreach ($cases as $c) {
    $m = fopen('php://memory', 'w+');
    fwrite($m, $c . "\nNEXT\n");
    rewind($m);
    echo json_encode($c), " => ", json_encode(fgetcsv($m)), " then ", json_encode(fgetcsv($m)), "\n";
}
$m = fopen('php://memory', 'w+');
foreach ([["a\\", "b"], ["\\\"", "x"], ["a\"", "\\"], [" lead", "trail "], ["multi\r\nline"], ["x\\\\\"y"]] as $row) fputcsv($m, $row);
rewind($m);
echo stream_get_contents($m);
rewind($m);
while (($r = fgetcsv($m)) !== false) echo json_encode($r), "\n";
--EXPECT--
"a,b" => ["a","b"] then ["NEXT"]
"\"a\"\"b\",c" => ["a\"b","c"] then ["NEXT"]
"\"a\\\"b\",c" => ["a\\\"b","c"] then ["NEXT"]
"a,\"b\"x y,c" => ["a","bx y","c"] then ["NEXT"]
" \"a\" , b" => ["a "," b"] then ["NEXT"]
"\"\"" => [""] then ["NEXT"]
"\"\"," => ["",""] then ["NEXT"]
"," => ["",""] then ["NEXT"]
",," => ["","",""] then ["NEXT"]
"\"a\nb\"" => ["a\nb"] then ["NEXT"]
"x,\"unterminated" => ["x","unterminated\nNEXT\n"] then false
"\"a\"\"\"" => ["a\""] then ["NEXT"]
"\"a\\\\\",b" => ["a\\\\","b"] then ["NEXT"]
"a;b" => ["a;b"] then ["NEXT"]
"\"a\r\nb\",c\r\n" => ["a\r\nb","c"] then [null]
"\t\"x\"\t,y" => ["x\t","y"] then ["NEXT"]
"\u00e9,\"\u00fc\"" => ["\u00e9","\u00fc"] then ["NEXT"]
"a\",b
"\"",x
"a""","\"
" lead","trail "
"multi
line"
"x\\"y"
["a\\\",b\n\\\"\"","x"]
["a\"","\\\"\n lead\"","trail "]
["multi\r\nline"]
["x\\\\y\""]
