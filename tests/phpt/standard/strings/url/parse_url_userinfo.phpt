--TEST--
parse_url user info forms
--FILE--
<?php
var_dump(parse_url("http://user@host"), parse_url("http://user:@host"), parse_url("http://:pass@host"), parse_url("http://a@b@host/"));
--EXPECT--
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["user"]=>
  string(4) "user"
}
array(4) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["user"]=>
  string(4) "user"
  ["pass"]=>
  string(0) ""
}
array(4) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["user"]=>
  string(0) ""
  ["pass"]=>
  string(4) "pass"
}
array(4) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["user"]=>
  string(3) "a@b"
  ["path"]=>
  string(1) "/"
}
