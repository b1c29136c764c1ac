--TEST--
parse_url port edge cases
--FILE--
<?php
var_dump(parse_url("http://h:0/"), parse_url("http://h:65535"), parse_url("http://h:65536"), parse_url("http://h:/p"), parse_url("http://h:08"), parse_url("//h:123"));
--EXPECT--
array(4) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(1) "h"
  ["port"]=>
  int(0)
  ["path"]=>
  string(1) "/"
}
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(1) "h"
  ["port"]=>
  int(65535)
}
bool(false)
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(1) "h"
  ["path"]=>
  string(2) "/p"
}
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(1) "h"
  ["port"]=>
  int(8)
}
array(2) {
  ["host"]=>
  string(1) "h"
  ["port"]=>
  int(123)
}
