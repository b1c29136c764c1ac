--TEST--
ReflectionParameter basics
--FILE--
<?php
function f(int $a, ?string $b, $c = 5, array $d = [], ...$e) {}
foreach ((new ReflectionFunction('f'))->getParameters() as $p) {
  printf("%d %s type=%s null=%d opt=%d def=%d var=%d\n", $p->getPosition(), $p->getName(), $p->hasType() ? $p->getType() : '-', $p->allowsNull(), $p->isOptional(), $p->isDefaultValueAvailable(), $p->isVariadic());
}
?>
--EXPECT--
0 a type=int null=0 opt=0 def=0 var=0
1 b type=?string null=1 opt=0 def=0 var=0
2 c type=- null=1 opt=1 def=1 var=0
3 d type=array null=0 opt=1 def=1 var=0
4 e type=- null=1 opt=1 def=0 var=1
