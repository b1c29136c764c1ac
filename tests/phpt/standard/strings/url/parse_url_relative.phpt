--TEST--
parse_url of relative and scheme-relative URLs
--FILE--
<?php
var_dump(parse_url("//example.com/path"), parse_url("/path?q=1"), parse_url("path/file.php"), parse_url("?q=1#f"), parse_url("#frag"));
--EXPECT--
array(2) {
  ["host"]=>
  string(11) "example.com"
  ["path"]=>
  string(5) "/path"
}
array(2) {
  ["path"]=>
  string(5) "/path"
  ["query"]=>
  string(3) "q=1"
}
array(1) {
  ["path"]=>
  string(13) "path/file.php"
}
array(2) {
  ["query"]=>
  string(3) "q=1"
  ["fragment"]=>
  string(1) "f"
}
array(1) {
  ["fragment"]=>
  string(4) "frag"
}
