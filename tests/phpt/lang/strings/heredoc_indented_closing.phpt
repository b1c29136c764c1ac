--TEST--
Closing marker indentation is removed from all lines
--FILE--
<?php
function f() {
    return <<<EOT
        line one
          indented two
        line three
        EOT;
}
var_dump(f());
--EXPECT--
string(34) "line one
  indented two
line three"
