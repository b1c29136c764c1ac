--TEST--
switch uses loose comparison
--FILE--
<?php
function sw($v) {
  switch ($v) {
    case "1": return "string one";
    case 0: return "zero";
    case null: return "null";
    case "abc": return "abc";
    default: return "default";
  }
}
foreach ([1, "1.0", 0, "", null, false, "abc", "0", true, []] as $v) echo var_export($v, true), ": ", sw($v), "\n";
--EXPECT--
1: string one
'1.0': string one
0: zero
'': null
NULL: zero
false: zero
'abc': abc
'0': zero
true: string one
array (
): null
