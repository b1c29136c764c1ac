--TEST--
fprintf and vfprintf write formatted text to streams
--FILE--
<?php
var_dump(fprintf(STDOUT, "%05d|%s\n", 42, "x"));
var_dump(vfprintf(STDOUT, "%s-%s\n", ["a", "b"]));
$f = fopen("php://memory", "w+");
fprintf($f, "n=%d", 7);
rewind($f);
var_dump(stream_get_contents($f));
fclose($f);
try { fprintf($f, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { fprintf("nope", "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { vfprintf(STDOUT, "%d %d", [1]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
00042|x
int(8)
a-b
int(4)
string(3) "n=7"
fprintf(): supplied resource is not a valid stream resource
fprintf(): Argument #1 ($stream) must be of type resource, string given
The arguments array must contain 2 items, 1 given
