--TEST--
parse_url with an IPv6 host
--FILE--
<?php
var_dump(parse_url("http://[::1]:8080/x"), parse_url("http://[2001:db8::1]/"));
--EXPECT--
array(4) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(5) "[::1]"
  ["port"]=>
  int(8080)
  ["path"]=>
  string(2) "/x"
}
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(13) "[2001:db8::1]"
  ["path"]=>
  string(1) "/"
}
