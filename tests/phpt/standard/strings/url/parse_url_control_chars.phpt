--TEST--
parse_url replaces control characters
--FILE--
<?php
var_dump(parse_url("http://ho\x01st/pa\x7fth?q\x02#f\x03"));
--EXPECT--
array(5) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(5) "ho_st"
  ["path"]=>
  string(6) "/pa_th"
  ["query"]=>
  string(2) "q_"
  ["fragment"]=>
  string(2) "f_"
}
