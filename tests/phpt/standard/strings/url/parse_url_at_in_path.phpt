--TEST--
parse_url with @ in the path and query
--FILE--
<?php
var_dump(parse_url("http://host/a@b"), parse_url("http://host?x=a@b"), parse_url("http://u@h?x@y"));
--EXPECT--
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["path"]=>
  string(4) "/a@b"
}
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["query"]=>
  string(5) "x=a@b"
}
array(4) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(1) "h"
  ["user"]=>
  string(1) "u"
  ["query"]=>
  string(3) "x@y"
}
