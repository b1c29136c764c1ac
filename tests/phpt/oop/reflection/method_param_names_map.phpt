--TEST--
mapping arguments by parameter name
--FILE--
<?php
function call_with_map(callable $f, array $map) {
  $r = is_array($f) ? new ReflectionMethod($f[0], $f[1]) : new ReflectionFunction($f);
  $args = [];
  foreach ($r->getParameters() as $p) {
    $n = $p->getName();
    if (array_key_exists($n, $map)) $args[] = $map[$n];
    elseif ($p->isDefaultValueAvailable()) $args[] = $p->getDefaultValue();
    else $args[] = null;
  }
  return call_user_func_array($f, $args);
}
function describe($name, $age = 0, $city = 'nowhere') { return "$name/$age/$city"; }
class H { static function hi($who, $greet = 'hello') { return "$greet $who"; } }
echo call_with_map('describe', ['city' => 'Oslo', 'name' => 'Kim']), "\n";
echo call_with_map(['H', 'hi'], ['who' => 'you']), "\n";
?>
--EXPECT--
Kim/0/Oslo
hello you
