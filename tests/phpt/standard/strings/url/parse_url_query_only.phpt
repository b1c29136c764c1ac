--TEST--
parse_url of query-only and fragment-only strings
--FILE--
<?php
var_dump(parse_url("?"), parse_url("#"), parse_url("?#"), parse_url("a?b?c#d#e"));
--EXPECT--
array(1) {
  ["query"]=>
  string(0) ""
}
array(1) {
  ["fragment"]=>
  string(0) ""
}
array(2) {
  ["query"]=>
  string(0) ""
  ["fragment"]=>
  string(0) ""
}
array(3) {
  ["path"]=>
  string(1) "a"
  ["query"]=>
  string(3) "b?c"
  ["fragment"]=>
  string(3) "d#e"
}
