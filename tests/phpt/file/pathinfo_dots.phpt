--TEST--
pathinfo with dotted names
--FILE--
<?php
var_dump(pathinfo('a.b/c'));
var_dump(pathinfo('/a/b.'));
var_dump(pathinfo('..'));
var_dump(pathinfo('x.y', PATHINFO_FILENAME), pathinfo('.y', PATHINFO_FILENAME), pathinfo('', PATHINFO_DIRNAME));
--EXPECT--
array(3) {
  ["dirname"]=>
  string(3) "a.b"
  ["basename"]=>
  string(1) "c"
  ["filename"]=>
  string(1) "c"
}
array(4) {
  ["dirname"]=>
  string(2) "/a"
  ["basename"]=>
  string(2) "b."
  ["extension"]=>
  string(0) ""
  ["filename"]=>
  string(1) "b"
}
array(4) {
  ["dirname"]=>
  string(1) "."
  ["basename"]=>
  string(2) ".."
  ["extension"]=>
  string(0) ""
  ["filename"]=>
  string(1) "."
}
string(1) "x"
string(0) ""
string(0) ""
