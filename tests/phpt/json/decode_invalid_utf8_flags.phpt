--TEST--
JSON_INVALID_UTF8_IGNORE and SUBSTITUTE
--FILE--
<?php
foreach (["\"a\xffb\"", "\"a\xe9\x80b\"", "\"\xf0\x9f\x98\"", "\"\xed\xa0\x80\""] as $s) {
  var_dump(bin2hex(json_decode($s, false, 512, JSON_INVALID_UTF8_IGNORE)), bin2hex(json_decode($s, false, 512, JSON_INVALID_UTF8_SUBSTITUTE)), bin2hex(json_decode($s, false, 512, JSON_INVALID_UTF8_IGNORE | JSON_INVALID_UTF8_SUBSTITUTE)));
}
var_dump(json_decode("\xff", false, 512, JSON_INVALID_UTF8_IGNORE), json_last_error());
--EXPECT--
string(4) "6162"
string(10) "61efbfbd62"
string(10) "61efbfbd62"
string(4) "6162"
string(16) "61efbfbdefbfbd62"
string(16) "61efbfbdefbfbd62"
string(0) ""
string(18) "efbfbdefbfbdefbfbd"
string(18) "efbfbdefbfbdefbfbd"
string(0) ""
string(18) "efbfbdefbfbdefbfbd"
string(18) "efbfbdefbfbdefbfbd"
NULL
int(5)
