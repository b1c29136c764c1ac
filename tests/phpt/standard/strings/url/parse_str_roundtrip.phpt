--TEST--
parse_str of http_build_query output
--FILE--
<?php
$data = ["name" => "A B", "list" => [1, 2, 3], "map" => ["k" => "v&w", "n" => ["z" => "=?"]]];
parse_str(http_build_query($data), $r);
var_dump($r == ["name" => "A B", "list" => ["1", "2", "3"], "map" => ["k" => "v&w", "n" => ["z" => "=?"]]]);
--EXPECT--
bool(true)
